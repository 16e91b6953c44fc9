-- Other names shoppers search for (Hindi/Devanagari and common spellings), part of searchText (issue 16).
ALTER TABLE "Product" ADD COLUMN     "searchSynonyms" TEXT[] DEFAULT ARRAY[]::TEXT[];
