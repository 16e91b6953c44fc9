-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "recipientName" TEXT;

-- Saved addresses keep a state of India by its official name (the forms now offer a list):
-- free text typed before is read the way lib/domain/india-states.ts reads it (any case, "&" for
-- "and", punctuation ignored, common older names); text that names no state is left as typed,
-- and the address book asks for a state when such an address is edited.
UPDATE "Address" AS a SET state = known.name
FROM (VALUES
  ('jammu and kashmir', 'Jammu and Kashmir'),
  ('himachal pradesh', 'Himachal Pradesh'),
  ('punjab', 'Punjab'),
  ('chandigarh', 'Chandigarh'),
  ('uttarakhand', 'Uttarakhand'),
  ('haryana', 'Haryana'),
  ('delhi', 'Delhi'),
  ('rajasthan', 'Rajasthan'),
  ('uttar pradesh', 'Uttar Pradesh'),
  ('bihar', 'Bihar'),
  ('sikkim', 'Sikkim'),
  ('arunachal pradesh', 'Arunachal Pradesh'),
  ('nagaland', 'Nagaland'),
  ('manipur', 'Manipur'),
  ('mizoram', 'Mizoram'),
  ('tripura', 'Tripura'),
  ('meghalaya', 'Meghalaya'),
  ('assam', 'Assam'),
  ('west bengal', 'West Bengal'),
  ('jharkhand', 'Jharkhand'),
  ('odisha', 'Odisha'),
  ('chhattisgarh', 'Chhattisgarh'),
  ('madhya pradesh', 'Madhya Pradesh'),
  ('gujarat', 'Gujarat'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('maharashtra', 'Maharashtra'),
  ('karnataka', 'Karnataka'),
  ('goa', 'Goa'),
  ('lakshadweep', 'Lakshadweep'),
  ('kerala', 'Kerala'),
  ('tamil nadu', 'Tamil Nadu'),
  ('puducherry', 'Puducherry'),
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands'),
  ('telangana', 'Telangana'),
  ('andhra pradesh', 'Andhra Pradesh'),
  ('ladakh', 'Ladakh'),
  ('new delhi', 'Delhi'),
  ('nct of delhi', 'Delhi'),
  ('national capital territory of delhi', 'Delhi'),
  ('orissa', 'Odisha'),
  ('pondicherry', 'Puducherry'),
  ('uttaranchal', 'Uttarakhand'),
  ('j and k', 'Jammu and Kashmir'),
  ('jammu kashmir', 'Jammu and Kashmir'),
  ('andaman nicobar', 'Andaman and Nicobar Islands'),
  ('andaman and nicobar', 'Andaman and Nicobar Islands'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('dnh and dd', 'Dadra and Nagar Haveli and Daman and Diu')
) AS known(key, name)
WHERE known.key = btrim(regexp_replace(regexp_replace(lower(a.state), '&', ' and ', 'g'), '[^a-z0-9]+', ' ', 'g'))
  AND a.state IS DISTINCT FROM known.name;
