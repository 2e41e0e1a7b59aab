-- One field for one fact. A job's free-text salary goes into its structured budget, a profile's free-text
-- rate into its day or hourly rate, where the text says plainly how much, in which currency and per what
-- ("€1,400–1,800 per day", "1200 EUR/day", "$90/hour", "$38,000 fixed fee") and those fields are empty.
-- Text that says anything else, or disagrees with the structured fields, is kept as the budget's or the
-- rates' note. Each free-text certification becomes a claimed credential unless the profile already has
-- one of that name (case-insensitive). Then the three free-text columns go. Set-based: one statement per
-- table, whatever the number of rows.
-- The app's statement timeout is for requests; reading every job's text may take longer on a big board.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "rate_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_note" text;--> statement-breakpoint
-- A money text read whole, or nothing: one currency (symbol or code), one amount or a range, and a unit
-- (hour, day, year or total). Amounts are whole units, at most 100,000,000; "1,400" and "1.400" are 1400.
-- The shape is checked first by a regex without captures (fast), then its parts are picked out.
CREATE FUNCTION fh_read_money_text(input text, OUT currency text, OUT amount_min integer, OUT amount_max integer, OUT unit text)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t text := regexp_replace(regexp_replace(btrim(input), '([0-9])[,.]([0-9]{3})(?![0-9])', '\1\2', 'g'),
                           '([0-9])[,.]([0-9]{3})(?![0-9])', '\1\2', 'g');
  currencies text[];
  amounts numeric[];
BEGIN
  -- The whole text, or nothing: [currency] amount [currency] [- [currency] amount [currency]] unit.
  IF t IS NULL OR t !~* ('^(?:CA\$|C\$|AU\$|A\$|NZ\$|S\$|US\$|\$|€|£|EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|SGD|INR|ZAR|KES|NGN|BRL|MXN)?\s*'
      || '[0-9]+(?:\.[0-9]+)?k?\s*'
      || '(?:CA\$|C\$|AU\$|A\$|NZ\$|S\$|US\$|\$|€|£|EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|SGD|INR|ZAR|KES|NGN|BRL|MXN)?'
      || '(?:\s*(?:-|–|—|to)\s*'
      || '(?:CA\$|C\$|AU\$|A\$|NZ\$|S\$|US\$|\$|€|£|EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|SGD|INR|ZAR|KES|NGN|BRL|MXN)?\s*'
      || '[0-9]+(?:\.[0-9]+)?k?\s*'
      || '(?:CA\$|C\$|AU\$|A\$|NZ\$|S\$|US\$|\$|€|£|EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|SGD|INR|ZAR|KES|NGN|BRL|MXN)?)?'
      || '\s*(?:(?:/|per|an?|each)\s*(?:hour|hr|h|day|d|year|yr|annum)|hourly|daily|yearly|annually|p\.?a\.?|in total|total|fixed fee|fixed|flat fee)\.?$') THEN
    RETURN;
  END IF;
  SELECT array_agg(DISTINCT CASE upper(m[1])
           WHEN 'CA$' THEN 'CAD' WHEN 'C$' THEN 'CAD' WHEN 'AU$' THEN 'AUD' WHEN 'A$' THEN 'AUD'
           WHEN 'NZ$' THEN 'NZD' WHEN 'S$' THEN 'SGD' WHEN 'US$' THEN 'USD' WHEN '$' THEN 'USD'
           WHEN '€' THEN 'EUR' WHEN '£' THEN 'GBP' ELSE upper(m[1]) END)
  INTO currencies
  FROM regexp_matches(t, '(CA\$|C\$|AU\$|A\$|NZ\$|S\$|US\$|\$|€|£|EUR|USD|GBP|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|JPY|SGD|INR|ZAR|KES|NGN|BRL|MXN)', 'gi') AS m;
  SELECT array_agg(m[1]::numeric * CASE WHEN m[2] = '' THEN 1 ELSE 1000 END ORDER BY n)
  INTO amounts
  FROM regexp_matches(t, '([0-9]+(?:\.[0-9]+)?)(k?)', 'gi') WITH ORDINALITY AS r(m, n);
  IF coalesce(cardinality(currencies), 0) <> 1 OR amounts[1] <> trunc(amounts[1]) OR amounts[cardinality(amounts)] <> trunc(amounts[cardinality(amounts)])
     OR amounts[1] <= 0 OR amounts[1] > amounts[cardinality(amounts)] OR amounts[cardinality(amounts)] > 100000000 THEN
    RETURN;
  END IF;
  t := rtrim(t, '.');
  currency := currencies[1];
  amount_min := amounts[1];
  amount_max := amounts[cardinality(amounts)];
  unit := CASE WHEN t ~* '(total|fixed fee|fixed|flat fee)$' THEN 'total'
               WHEN t ~* '(hour|hr|h|hourly)$' THEN 'hour'
               WHEN t ~* '(day|d|daily)$' THEN 'day'
               ELSE 'year' END;
END;
$$;--> statement-breakpoint
-- Jobs: fill an empty budget from the text; keep the text as the note unless it said just that budget.
UPDATE jobs j
SET budget_type = CASE WHEN x.fill THEN x.budget_type ELSE j.budget_type END,
    budget_min = CASE WHEN x.fill THEN x.amount_min ELSE j.budget_min END,
    budget_max = CASE WHEN x.fill THEN x.amount_max ELSE j.budget_max END,
    budget_currency = CASE WHEN x.fill THEN x.currency ELSE j.budget_currency END,
    budget_note = CASE WHEN x.fill THEN NULL ELSE x.text END
FROM (
  SELECT s.id, btrim(s.salary) AS text, p.currency, p.amount_min, p.amount_max,
         CASE p.unit WHEN 'hour' THEN 'hourly-rate' WHEN 'day' THEN 'day-rate' WHEN 'year' THEN 'salary'
                     WHEN 'total' THEN 'fixed-fee' END AS budget_type,
         (p.unit IS NOT NULL AND s.budget_type IS NULL AND s.budget_min IS NULL AND s.budget_max IS NULL
          AND s.budget_currency IS NULL) AS fill,
         coalesce(p.unit IS NOT NULL AND CASE p.unit WHEN 'hour' THEN 'hourly-rate' WHEN 'day' THEN 'day-rate'
                  WHEN 'year' THEN 'salary' ELSE 'fixed-fee' END = s.budget_type
                  AND p.amount_min = s.budget_min AND p.amount_max = s.budget_max
                  AND p.currency = s.budget_currency, false) AS same
  FROM jobs s
  CROSS JOIN LATERAL fh_read_money_text(s.salary) p
  WHERE btrim(coalesce(s.salary, '')) <> ''
) x
-- A text that says just the budget the job has changes nothing (and its row is left alone).
WHERE j.id = x.id AND NOT x.same;--> statement-breakpoint
-- Facilitators: a day or an hourly rate fills that range when it is empty and the currency agrees with
-- the rates' currency (or there is none yet); anything else, unless it repeats the rates, is the note.
UPDATE facilitators f
SET rate_currency = CASE WHEN x.fill_day OR x.fill_hour THEN x.currency ELSE f.rate_currency END,
    day_rate_min = CASE WHEN x.fill_day THEN x.amount_min ELSE f.day_rate_min END,
    day_rate_max = CASE WHEN x.fill_day THEN x.amount_max ELSE f.day_rate_max END,
    hourly_rate_min = CASE WHEN x.fill_hour THEN x.amount_min ELSE f.hourly_rate_min END,
    hourly_rate_max = CASE WHEN x.fill_hour THEN x.amount_max ELSE f.hourly_rate_max END,
    rate_note = CASE WHEN x.fill_day OR x.fill_hour THEN NULL ELSE x.text END
FROM (
  SELECT s.id, btrim(s.rate) AS text, p.currency, p.amount_min, p.amount_max,
         (p.unit = 'day' AND s.day_rate_min IS NULL AND s.day_rate_max IS NULL
          AND (s.rate_currency IS NULL OR s.rate_currency = p.currency)) AS fill_day,
         (p.unit = 'hour' AND s.hourly_rate_min IS NULL AND s.hourly_rate_max IS NULL
          AND (s.rate_currency IS NULL OR s.rate_currency = p.currency)) AS fill_hour,
         coalesce(p.currency = s.rate_currency AND (
           (p.unit = 'day' AND p.amount_min = s.day_rate_min AND p.amount_max = s.day_rate_max)
           OR (p.unit = 'hour' AND p.amount_min = s.hourly_rate_min AND p.amount_max = s.hourly_rate_max)), false) AS same
  FROM facilitators s
  CROSS JOIN LATERAL fh_read_money_text(s.rate) p
  WHERE btrim(coalesce(s.rate, '')) <> ''
) x
WHERE f.id = x.id AND NOT x.same;--> statement-breakpoint
-- Certifications: one claimed credential per name the profile does not have yet, as a credential's own
-- name ("other") or its issuer's label (IAF CPF, IAF Endorsed, ICA ToP, where the kind alone names it).
-- The year earned is the one the text names, else the year the profile was last saved (earned by then).
INSERT INTO facilitator_credentials (facilitator_id, kind, detail, year)
SELECT DISTINCT ON (c.facilitator_id, c.key) c.facilitator_id, c.kind, c.detail, c.year
FROM (
  SELECT e.facilitator_id, e.kind, e.detail, e.year,
         CASE WHEN e.detail IS NULL THEN e.kind ELSE 'other:' || lower(e.detail) END AS key, e.name
  FROM (
    SELECT f.id AS facilitator_id, btrim(item) AS name,
           CASE WHEN item ~* '\mIAF\M' AND item ~* '(\mCPF\M|Certified Professional Facilitator)' THEN 'iaf-cpf'
                WHEN item ~* '\mIAF\M' AND item ~* 'Endorsed' THEN 'iaf-endorsed'
                WHEN item ~* '(Technology of Participation|\mICA\M.*\mToP\M)' THEN 'ica-top'
                ELSE 'other' END AS kind,
           CASE WHEN item ~* '\mIAF\M' AND item ~* '(\mCPF\M|Certified Professional Facilitator|Endorsed)' THEN NULL
                WHEN item ~* '(Technology of Participation|\mICA\M.*\mToP\M)' THEN NULL
                ELSE btrim(item) END AS detail,
           coalesce(substring(item FROM '\m(19[7-9][0-9]|20[0-9][0-9])\M')::integer,
                    extract(year FROM f.updated_at)::integer) AS year
    FROM facilitators f
    CROSS JOIN LATERAL unnest(f.certifications) AS item
    WHERE cardinality(f.certifications) > 0 AND btrim(item) <> ''
  ) e
) c
WHERE NOT EXISTS (
  SELECT 1
  FROM facilitator_credentials have
  LEFT JOIN (VALUES
    ('iaf-cpf', 'IAF Certified Professional Facilitator (CPF)'),
    ('iaf-endorsed', 'IAF Endorsed Facilitator'),
    ('ica-top', 'ICA Technology of Participation (ToP)'),
    ('liberating-structures', 'Liberating Structures immersion workshop'),
    ('lego-serious-play', 'LEGO® SERIOUS PLAY® method training'),
    ('scrum-org', 'Scrum.org certification'),
    ('scrum-alliance', 'Scrum Alliance certification'),
    ('icf', 'International Coaching Federation (ICF) credential'),
    ('other', 'Other credential')
  ) AS label(kind, text) ON label.kind = have.kind
  WHERE have.facilitator_id = c.facilitator_id
    AND ((c.detail IS NULL AND have.kind = c.kind)
      OR lower(c.name) IN (lower(have.detail), lower(label.text), lower(label.text || ' — ' || have.detail)))
)
ORDER BY c.facilitator_id, c.key, c.year;--> statement-breakpoint
DROP FUNCTION fh_read_money_text(text);--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "rate";--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "certifications";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary";
