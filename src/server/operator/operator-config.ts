import fs from 'node:fs';
import { OperatorSchema, type Operator } from '../../shared/operator';

/** Each OPERATOR_* variable and the field of the operator file it sets. */
export const OPERATOR_VARIABLES = {
  OPERATOR_NAME: 'name',
  OPERATOR_LEGAL_FORM: 'legalForm',
  OPERATOR_ADDRESS: 'address',
  OPERATOR_REGISTER: 'register',
  OPERATOR_REGISTER_NUMBER: 'registerNumber',
  OPERATOR_VAT_ID: 'vatId',
  OPERATOR_REPRESENTATIVE: 'representative',
  OPERATOR_EMAIL: 'email',
  OPERATOR_PHONE: 'phone',
  OPERATOR_PRIVACY_EMAIL: 'privacyEmail',
} as const satisfies Record<string, keyof Operator>;

type OperatorVariable = keyof typeof OPERATOR_VARIABLES;
const variableOf = Object.fromEntries(
  Object.entries(OPERATOR_VARIABLES).map(([variable, field]) => [field, variable]),
) as Record<string, OperatorVariable>;

/**
 * The operator's details from OPERATOR_FILE (JSON with the fields of `OperatorSchema`) and the OPERATOR_*
 * variables, which override the file field by field. OPERATOR_ADDRESS separates its lines with ";".
 * Null when neither is set. Throws one message naming each bad variable or field.
 */
export function loadOperator(env: Record<string, string | undefined>): Operator | null {
  const file = env.OPERATOR_FILE?.trim();
  let fromFile: Record<string, unknown> = {};
  if (file) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new Error(`OPERATOR_FILE: cannot read ${file}`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
      fromFile = parsed as Record<string, unknown>;
    } catch {
      throw new Error(`OPERATOR_FILE: ${file} is not a JSON object`);
    }
  }

  const fromEnv: Record<string, unknown> = {};
  for (const [variable, field] of Object.entries(OPERATOR_VARIABLES)) {
    const value = env[variable]?.trim();
    if (!value) continue;
    fromEnv[field] =
      field === 'address'
        ? value
            .split(';')
            .map((line) => line.trim())
            .filter(Boolean)
        : value;
  }
  if (!file && Object.keys(fromEnv).length === 0) return null;

  const parsed = OperatorSchema.safeParse({ ...fromFile, ...fromEnv });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const where = field in fromEnv ? variableOf[field] : file ? `OPERATOR_FILE ${field}` : variableOf[field];
    const missing = issue.code === 'invalid_type' && !(field in fromEnv) && !(field in fromFile);
    return `${where ?? field}: ${missing ? 'is required when operator details are configured' : issue.message}`;
  });
  throw new Error(problems.join('\n  '));
}
