import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <div className="px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta title="Find Facilitators" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find Facilitators</h1>
    </div>
  );
}
