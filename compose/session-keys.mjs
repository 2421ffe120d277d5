// Prints a new Ed25519 session key pair as SESSION_PRIVATE_KEY and SESSION_PUBLIC_KEY lines of an env
// file for docker compose (see docker-compose.yml). Each PEM is on one line, its line breaks written
// as \n, which compose and the services both read back as line breaks.
import { generateKeyPairSync } from 'node:crypto';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const oneLine = (pem) => pem.trim().replaceAll('\n', '\\n');

process.stdout.write(
  `SESSION_PRIVATE_KEY="${oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' }))}"\n` +
    `SESSION_PUBLIC_KEY="${oneLine(publicKey.export({ type: 'spki', format: 'pem' }))}"\n`,
);
