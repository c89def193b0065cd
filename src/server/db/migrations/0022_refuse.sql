-- Hand-written: a statement's refusal as an error, for statements whose COMMIT is already on its way
-- (db/pipelined.ts): an error aborts the transaction, so the COMMIT behind it rolls it all back.
-- SQLSTATE P0001 with the refusal's error name as its message (db/refuse.ts reads it back).
CREATE FUNCTION refuse(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = reason, ERRCODE = 'P0001';
END $$;
