import { textBlocks } from '../../../shared/job-options';

/** Multi-line posting text: paragraphs, and "- " lines as a bulleted list. */
export function RichText({ text }: { text: string }) {
  const blocks = textBlocks(text);
  return (
    <div className="space-y-3 text-[0.9375rem] leading-7 text-slate-700">
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
