import type { ContentLanguage } from '../../../shared/facilitation-options';
import { textBlocks } from '../../../shared/job-options';

/**
 * Multi-line posting text: paragraphs, and "- " lines as a bulleted list. `lang` is the language it is
 * written in, which may not be the page's (WCAG 3.1.2: screen readers switch their voice for it).
 */
export function RichText({ text, lang }: { text: string; lang: ContentLanguage }) {
  const blocks = textBlocks(text);
  return (
    <div lang={lang} className="space-y-3 text-[0.9375rem] leading-7 text-slate-700">
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-indigo-500">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
