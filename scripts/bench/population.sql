-- The players a live site has besides the 32 the load runs as (:n of them, psql-style placeholder
-- replaced by population.ts): an account of each kind, a signed-in session, a seed pair, a noted
-- play. Without them every table an opening reads holds 32 rows on one page, and PostgreSQL plans
-- seq scans and hash joins that a real site's tables never get. Then VACUUM ANALYZE of these tables,
-- as autovacuum would, but now: left to autovacuum, it ran during the measured load and was counted
-- in it. Only these: the ledger, the rolls and the items are empty now, and statistics saying so
-- would plan their foreign-key checks and the ledger's balance check as seq scans, kept by each
-- connection while the load fills them (a live site's statistics follow its tables' growth).
INSERT INTO users (phone, nickname, invitation_code, real_name_verified_at)
SELECT 'bench' || g, 'player' || g, 'bench-inv-' || g, now() FROM generate_series(1, :n) g;

INSERT INTO accounts (code, user_id, type)
SELECT 'user:' || u.id || ':' || t.type, u.id, t.type FROM users u CROSS JOIN (VALUES ('main'), ('secondary'), ('points'), ('coins')) AS t (type)
WHERE u.phone LIKE 'bench%';

INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, ip, user_agent)
SELECT md5('bench-session-' || u.id) || md5('more-' || u.id), u.id, now(), now(), '127.0.0.1', 'bench'
FROM users u WHERE u.phone LIKE 'bench%';

INSERT INTO fair_seeds (user_id, server_seed, salt, public_hash, client_seed)
SELECT u.id, md5('s' || u.id) || md5('t' || u.id), md5('salt' || u.id), md5('h' || u.id) || md5('i' || u.id), substr(md5('c' || u.id), 1, 16)
FROM users u WHERE u.phone LIKE 'bench%';

INSERT INTO reality_checks (user_id, session_started_at, last_play_at, due_at)
SELECT u.id, now() - interval '1 day', now() - interval '1 day', now() - interval '23 hours'
FROM users u WHERE u.phone LIKE 'bench%';

VACUUM ANALYZE users, accounts, sessions, fair_seeds, reality_checks;
