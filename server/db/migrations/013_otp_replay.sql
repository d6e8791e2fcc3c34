-- 013: a login whose answer was lost may be sent again by the same client (lib/otp.ts verifyOtp): the code keeps
-- the hash of the client's one-time login key it was used with.
ALTER TABLE otp_codes ADD COLUMN used_key_hash TEXT;
