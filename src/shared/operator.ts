import { z } from 'zod';

/**
 * Who runs this FacilitatorHub: the details the site notice (imprint), privacy policy and terms print.
 * They come from the server's configuration (OPERATOR_* or OPERATOR_FILE); nothing here is invented.
 */
export const OperatorSchema = z.object({
  /** The legal name, e.g. "Facilitation Partners". */
  name: z.string().trim().min(1).max(200),
  /** E.g. "GmbH", "Ltd", "sole trader". */
  legalForm: z.string().trim().max(100).optional(),
  /** Postal address, one line per entry. */
  address: z.array(z.string().trim().min(1).max(200)).min(1).max(8),
  /** The register court or registry, e.g. "Amtsgericht Charlottenburg (Berlin)". */
  register: z.string().trim().max(200).optional(),
  registerNumber: z.string().trim().max(100).optional(),
  vatId: z.string().trim().max(50).optional(),
  /** Who represents the operator, e.g. the managing director. */
  representative: z.string().trim().max(200).optional(),
  email: z.email().max(254),
  phone: z.string().trim().max(50).optional(),
  /** The data-protection contact; the general address when not given. */
  privacyEmail: z.email().max(254).optional(),
  /** True for the fictional operator of the sample data: the pages say so. */
  demo: z.boolean().default(false),
});
export type Operator = z.infer<typeof OperatorSchema>;

/** `operator` is null when the server has no operator details configured. */
export const OperatorResponseSchema = z.object({ operator: OperatorSchema.nullable() });
export type OperatorResponse = z.infer<typeof OperatorResponseSchema>;

/** The operator's name with its legal form, e.g. "Facilitation Partners GmbH". */
export const operatorLegalName = (operator: Pick<Operator, 'name' | 'legalForm'>) =>
  operator.legalForm ? `${operator.name} ${operator.legalForm}` : operator.name;
