import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './constants';
import { vm } from './i18n/validation';

/**
 * Every paginated list of the API pages the same way: `?page=` is a whole
 * number from 1 to MAX_PAGE, `?pageSize=` (where a list lets the client
 * choose) one from 1 to MAX_PAGE_SIZE. Anything else is refused with 400,
 * never read as page 1; a page beyond the end is an empty page, with the real
 * total.
 */
export const PageNumberSchema = z.coerce
  .number()
  .int(vm('pagination.pageWhole'))
  .min(1, vm('pagination.pageMin'))
  .max(MAX_PAGE, vm('pagination.pageMax', { max: MAX_PAGE }))
  .default(1);

export const pageSizeSchema = (defaultSize: number = DEFAULT_PAGE_SIZE) =>
  z.coerce
    .number()
    .int(vm('pagination.pageSizeWhole'))
    .min(1, vm('pagination.pageSizeMin'))
    .max(MAX_PAGE_SIZE, vm('pagination.pageSizeMax', { max: MAX_PAGE_SIZE }))
    .default(defaultSize);

/** The query of a list whose page size the client may choose (`defaultSize` when it does not). */
export const pageQuery = (defaultSize: number = DEFAULT_PAGE_SIZE) =>
  z.object({ page: PageNumberSchema, pageSize: pageSizeSchema(defaultSize) });

export const PageQuerySchema = pageQuery();
export type PageQuery = z.input<typeof PageQuerySchema>;

const PageInfoSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** The response of a paginated list of `item`; `.extend()` it for a list's extras. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), ...PageInfoSchema.shape });

/** A page of T, as `paginated()` describes it. */
export type Page<T> = { items: T[] } & z.infer<typeof PageInfoSchema>;

/** At least one page, even when the list is empty. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function toPage<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, page, pageSize, total, totalPages: pageCount(total, pageSize) };
}
