import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { buttonClasses } from '../../components/ui/button';

/** "Facilitator Not Found" / "Company Not Found" with a link back to the directory. */
export function NotFoundView({
  title,
  text,
  linkTo,
  linkLabel,
}: {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-col items-center px-4 py-24 text-center">
      <PageMeta title={title} />
      <SearchX aria-hidden className="h-10 w-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-md text-slate-700">{text}</p>
      <Link to={linkTo} className={buttonClasses('primary', 'md', 'mt-8')}>
        {linkLabel}
      </Link>
    </div>
  );
}
