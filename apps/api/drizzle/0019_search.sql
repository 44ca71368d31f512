-- The global search's folding (SEARCH-04): lower case, no accents (Latin-1 and Latin Extended-A),
-- separators as spaces, apostrophes and '+' dropped. Plain translate/replace/lower, so it is IMMUTABLE
-- for real (unaccent() is only STABLE and is an extension PGlite would have to load) and can be indexed.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(replace(replace(replace(replace(lower(translate(value, 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŉŊŋŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ-,/()[];:"|!?*#&''’‘`+', 'aaaaaaæceeeeiiiidnoooooouuuuyþaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiĳjjkkkllllllllllnnnnnnnnnooooooœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs                ')), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'), 'ĳ', 'ij');--> statement-breakpoint
CREATE INDEX "vendors_search_trgm" ON "vendors" USING gin (search_fold(' ' || coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (search_fold(' ' || coalesce("first_name", '') || ' ' || coalesce("middle_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_search_trgm" ON "vacancies" USING gin (search_fold(' ' || coalesce("title", '') || ' ' || coalesce("glo_vacancy_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_search_trgm" ON "candidates" USING gin (search_fold(' ' || coalesce("full_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("glo_candidate_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audiences_search_trgm" ON "audiences" USING gin (search_fold(' ' || coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_templates_search_trgm" ON "email_templates" USING gin (search_fold(' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "survey_templates_search_trgm" ON "survey_templates" USING gin (search_fold(' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm" ON "campaigns" USING gin (search_fold(' ' || coalesce("name", '')) gin_trgm_ops);