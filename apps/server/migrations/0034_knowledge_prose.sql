-- Issue 47: a coach's PDF is now stored as prose (its lines joined into paragraphs, words a line's end broke
-- mended, a sentence cut by a page break kept on the page it starts on). Passages read before are read
-- again from their files: each read document is queued, its attempts counted afresh. Its passages stay
-- searchable until the new ones replace them (knowledge-repository.ts: searchPassages).
UPDATE "knowledge_documents" SET "state" = 'queued', "attempts" = 0, "updated_at" = now() WHERE "state" = 'read';
