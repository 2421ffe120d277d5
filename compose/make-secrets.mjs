// Prints the secrets of a compose deployment as lines of an env file (see docker-compose.yml): the
// Ed25519 session key pair, the key that seals Medicaid ids, the key of their blind index (identity and
// verification) and the key that signs download links.
// Each goes only to the services that need it, so no service can read another's key from a shared
// volume. Each PEM is on one line, its line breaks written as \n, which compose and the services both
// read back as line breaks.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const oneLine = (pem) => pem.trim().replaceAll('\n', '\\n');

process.stdout.write(
  `SESSION_PRIVATE_KEY="${oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' }))}"\n` +
    `SESSION_PUBLIC_KEY="${oneLine(publicKey.export({ type: 'spki', format: 'pem' }))}"\n` +
    `MEDICAID_ID_KEY="${randomBytes(32).toString('hex')}"\n` +
    `MEDICAID_ID_INDEX_KEY="${randomBytes(32).toString('hex')}"\n` +
    `ATTACHMENT_URL_SECRET="${randomBytes(32).toString('base64url')}"\n`,
);
