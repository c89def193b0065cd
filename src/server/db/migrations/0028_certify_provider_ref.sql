-- The provider's own id of a real-name verification (Alipay's certify_id): Alipay's H5 flow sends
-- no callback, so the outcome is asked with this id when the person comes back.
ALTER TABLE "certifications" ADD COLUMN "provider_ref" text;
