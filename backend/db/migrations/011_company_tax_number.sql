-- Tax numbers: China's unified social credit code has 18 characters, digits and capital letters
-- (older taxpayer numbers are 15 to 20 characters). The digits-only check refused real numbers.
ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_tax_number_check;
ALTER TABLE companies ADD CONSTRAINT companies_tax_number_check CHECK (char_length(tax_number) <= 20);
