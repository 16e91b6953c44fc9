-- A search's typo test (`term <<% "searchNames"`, lib/server/catalog/listing-sql.ts) costs about 60 µs a product, but
-- pg_trgm declares its functions at the default cost of 1 (a simple operator's). So for a word PostgreSQL expects many
-- matches of, it read the whole table and ran the test on every product instead of reading the trigram indexes:
-- `search=amla` counted in 2.5 s at 50,000 products, 131 ms with the cost told. Only the planner's estimates change.
ALTER FUNCTION strict_word_similarity_op(text, text) COST 100;
ALTER FUNCTION strict_word_similarity_commutator_op(text, text) COST 100;
