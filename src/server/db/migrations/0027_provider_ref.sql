-- The provider's id of its side of an order (Stripe's Checkout Session id), kept when the checkout
-- is made, so the order can later be asked about or closed at the provider.
ALTER TABLE "recharge_orders" ADD COLUMN "provider_ref" text;
