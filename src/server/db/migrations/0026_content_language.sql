-- Each job, facilitator profile and company profile records the language of its text ('en' or 'de'), and its
-- search vector is built in that language, after unaccent (docs/decisions/036). Searches read their text in
-- both languages with fh_search_query; saved searches keep the query and its lexeme keys the same way.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION fh_english (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fh_english ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION fh_german (COPY = german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fh_german ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, german_stem;--> statement-breakpoint
-- A German query lexeme (as german_stem leaves it) as a prefix term, for the derivations Snowball leaves
-- apart: first an English plural "s" it keeps ("workshops"), then a feminine "in"/"inn", then one
-- derivational suffix ("moderatorin" -> 'moder':*, which matches "moderation", and "moderi" of
-- "moderieren"). Never shorter than 5 letters; a lexeme without such a suffix stays an exact term.
CREATE FUNCTION fh_german_term(lexeme text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  stem text := lexeme;
  suffix text;
BEGIN
  IF stem ~ '[^s]s$' AND length(stem) > 5 THEN stem := left(stem, -1); END IF;
  FOREACH suffix IN ARRAY array['inn', 'in'] LOOP
    IF right(stem, length(suffix)) = suffix AND length(stem) - length(suffix) >= 5 THEN
      stem := left(stem, -length(suffix)); EXIT;
    END IF;
  END LOOP;
  FOREACH suffix IN ARRAY array['ierung', 'ation', 'ator', 'iert', 'ier', 'ung', 'er', 'or', 'i'] LOOP
    IF right(stem, length(suffix)) = suffix AND length(stem) - length(suffix) >= 5 THEN
      stem := left(stem, -length(suffix)); EXIT;
    END IF;
  END LOOP;
  RETURN quote_literal(stem) || CASE WHEN stem = lexeme THEN '' ELSE ':*' END;
END $$;--> statement-breakpoint
-- The German reading of a search text: websearch_to_tsquery('fh_german', q), each lexeme as fh_german_term.
CREATE FUNCTION fh_german_query(q text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  rest text := websearch_to_tsquery('fh_german', q)::text;
  result text := '';
  part text[];
BEGIN
  LOOP
    part := regexp_match(rest, '^([^'']*)''((?:[^'']|'''')*)''(.*)$');
    EXIT WHEN part IS NULL;
    result := result || part[1] || fh_german_term(replace(part[2], '''''', ''''));
    rest := part[3];
  END LOOP;
  RETURN (result || rest)::tsquery;
END $$;--> statement-breakpoint
-- A search text read in both languages: in English against English texts, in German against German ones
-- (a search vector holds the lexeme 'lang=en' or 'lang=de'). A text that either language reads as stop
-- words alone ("the", "die") gives the empty query, which filters nothing.
CREATE FUNCTION fh_search_query(q text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  english tsquery := websearch_to_tsquery('fh_english', q);
  german tsquery;
BEGIN
  IF numnode(english) = 0 THEN RETURN english; END IF;
  german := fh_german_query(q);
  IF numnode(german) = 0 THEN RETURN german; END IF;
  RETURN (english && 'lang=en'::tsquery) || (german && 'lang=de'::tsquery);
END $$;--> statement-breakpoint
-- The keys of a vector's lexemes: their first five letters (as short as fh_german_term's prefixes get).
CREATE FUNCTION fh_lexeme_keys(v tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT left(lexeme, 5) FROM unnest(tsvector_to_array(v)) AS lexeme)
$$;--> statement-breakpoint
-- The keys a job's vector shares with a search text whenever the job matches fh_search_query(q); null when a
-- job may match without any (no text, stop words only, or exclusions only).
CREATE FUNCTION fh_search_keys(q text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN numnode(fh_search_query(q)) = 0 OR querytree(websearch_to_tsquery('fh_english', q)) = 'T'
      OR querytree(fh_german_query(q)) = 'T' THEN NULL
    ELSE fh_lexeme_keys(to_tsvector('fh_english', q) || to_tsvector('fh_german', q))
  END
$$;--> statement-breakpoint
-- The language of a text nobody chose one for: detectContentLanguage of src/shared/detect-content-language.ts.
CREATE FUNCTION fh_detect_content_language(body text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(t) - length(translate(t, 'äöüß', ''))
      + (SELECT count(*) FROM regexp_split_to_table(t, '[^[:alpha:]äöüß]+') AS w WHERE w = ANY ('{und,der,das,den,dem,des,ist,sind,nicht,mit,für,wir,sie,ein,eine,einen,einem,einer,zu,zum,zur,von,auf,im,sich,auch,als,bei,oder,werden,wird,wurde,unsere,unser,unseren,ihre,ihr,ihren,uns,über,nach,aus,wie,sowie,durch,gerne,bitte}'::text[]))
      > (SELECT count(*) FROM regexp_split_to_table(t, '[^[:alpha:]äöüß]+') AS w WHERE w = ANY ('{the,and,is,are,of,to,with,for,we,you,a,on,our,your,this,that,be,or,by,as,at,from,they,it,its,their,have,has,who}'::text[]))
    THEN 'de' ELSE 'en' END
  FROM (SELECT lower(translate(body, 'ÄÖÜ', 'äöü')) AS t) AS lowered
$$;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
UPDATE "companies" SET "content_language" = 'de'
  WHERE fh_detect_content_language(concat_ws(' ', industry, description)) = 'de';--> statement-breakpoint
UPDATE "facilitators" SET "content_language" = 'de'
  WHERE fh_detect_content_language(concat_ws(' ', headline, bio)) = 'de';--> statement-breakpoint
UPDATE "jobs" SET "content_language" = 'de'
  WHERE fh_detect_content_language(concat_ws(' ', title, description, requirements, responsibilities)) = 'de';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(name, '')), 'A') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(industry, '')), 'B') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(description, '')), 'C') || (case content_language when 'de' then 'lang=de'::tsvector else 'lang=en'::tsvector end)) STORED;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(headline, '')), 'B') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(bio, '')), 'C') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), fh_immutable_array_to_text(focus_areas)), 'B') || (case content_language when 'de' then 'lang=de'::tsvector else 'lang=en'::tsvector end)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(title, '')), 'A') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(company_name, '')), 'B') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(description, '')), 'C') || setweight(to_tsvector((case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end), coalesce(requirements, '')), 'D') || (case content_language when 'de' then 'lang=de'::tsvector else 'lang=en'::tsvector end)) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "facilitators_search_idx" ON "facilitators" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_published_search_idx" ON "jobs" USING gin ("search","focus_areas","remote","employment_type","experience","session_format","group_size","session_languages","session_dates","budget_currency") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "query";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "query" "tsquery" GENERATED ALWAYS AS (fh_search_query(coalesce(filters ->> 'q', ''))) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "lexemes";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "lexemes" text[] GENERATED ALWAYS AS (fh_search_keys(coalesce(filters ->> 'q', ''))) STORED;--> statement-breakpoint
CREATE INDEX "saved_searches_lexemes_idx" ON "saved_searches" USING gin ("lexemes") WHERE frequency <> 'off' and lexemes is not null;
