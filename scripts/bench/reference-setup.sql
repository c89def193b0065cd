-- Tables for reference.sql, shaped like ours (bigserial ids, a CHECK on the balance, indexes).
DROP TABLE IF EXISTS ref_items, ref_postings, ref_accounts;
CREATE TABLE ref_accounts (id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
CREATE TABLE ref_postings (id bigserial PRIMARY KEY, account_id bigint NOT NULL, amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX ON ref_postings (account_id, id);
CREATE TABLE ref_items (id bigserial PRIMARY KEY, account_id bigint NOT NULL, ornament_id int NOT NULL, price bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX ON ref_items (account_id, id);
INSERT INTO ref_accounts SELECT g, 1000000000000 FROM generate_series(0, 32) g;
