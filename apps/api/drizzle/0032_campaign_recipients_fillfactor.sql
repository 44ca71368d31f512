-- Campaign recipients are written three times while a campaign sends (claimed, handed over, sent).
-- Room on each page lets the hand-over mark, which changes no indexed column, stay on its page as a
-- heap-only tuple instead of a new entry in each of the table's six indexes: the campaign bench sent
-- 100,000 recipients at 1,042 e-mails/s instead of 662-731 (docs/decisions.md, Campaign sending at scale).
-- Pages written from now on keep 30 % free; existing rows are not rewritten.
ALTER TABLE "campaign_recipients" SET (fillfactor = 70);
