-- Runs once, when the compose Postgres volume is first created: one role and one schema per service.
-- Each service connects as its own role, owns only its schema, and cannot read or write another's:
-- the database enforces what the design asks of the code.
REVOKE ALL ON SCHEMA public FROM PUBLIC;

CREATE ROLE identity LOGIN PASSWORD 'identity';
CREATE ROLE activity LOGIN PASSWORD 'activity';
CREATE ROLE exemption LOGIN PASSWORD 'exemption';
CREATE ROLE reporting LOGIN PASSWORD 'reporting';
CREATE ROLE notification LOGIN PASSWORD 'notification';
CREATE ROLE verification LOGIN PASSWORD 'verification';

CREATE SCHEMA identity AUTHORIZATION identity;
CREATE SCHEMA activity AUTHORIZATION activity;
CREATE SCHEMA exemption AUTHORIZATION exemption;
CREATE SCHEMA reporting AUTHORIZATION reporting;
CREATE SCHEMA notification AUTHORIZATION notification;
CREATE SCHEMA verification AUTHORIZATION verification;

-- A role's tables are found without qualifying them.
ALTER ROLE identity SET search_path = identity;
ALTER ROLE activity SET search_path = activity;
ALTER ROLE exemption SET search_path = exemption;
ALTER ROLE reporting SET search_path = reporting;
ALTER ROLE notification SET search_path = notification;
ALTER ROLE verification SET search_path = verification;
