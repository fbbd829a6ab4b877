import { format, parseArgs } from "node:util";
import type { DatabaseHandle } from "../../db/client.js";
import { loadConfig, type Config } from "../config.js";
import { didOf, keyIdOf, listPublishedKeys, rotateSigningKey } from "../modules/credentials/keys.js";
import { openAndMigrate } from "../startup.js";
import { explain, terminal, type CommandOutput } from "./create-user-command.js";

const usage = `Usage: npm run credentials:rotate-key
Retires the academy's current credential signing key and makes a new one. The retired key stays
published in /.well-known/did.json, so every credential it signed still verifies; credentials
signed from now on (and the next revocation list) use the new key. See docs/operations.md.`;

/**
 * `npm run credentials:rotate-key` (rotate-key.ts runs it): resolves with the exit status, 0 done,
 * 1 failed, 2 bad usage. Tests call it in their own process, as user:create's.
 */
export async function rotateKeyCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput = terminal,
): Promise<number> {
  let values: { help?: boolean };
  try {
    ({ values } = parseArgs({ args, options: { help: { type: "boolean" } } }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    io.out(usage);
    return 0;
  }

  let config: Config | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    config = loadConfig(env);
    if (config.credentialSigningKey) {
      // The configured key is made current again on the next signing: rotating here would not last.
      io.err(
        "CREDENTIAL_SIGNING_KEY is set, so the signing key is that setting: to rotate, give it a new 32-byte seed (64 hex digits) and restart every process; the old key stays published.",
      );
      return 1;
    }
    handle = await openAndMigrate(config);
    const did = didOf(config.publicUrl);
    const publicKey = await rotateSigningKey(handle.db, config);
    const keys = await listPublishedKeys(handle.db);
    io.out(`New signing key: ${keyIdOf(did, publicKey)}`);
    io.out(
      keys.length === 1
        ? `${did} had no signing key yet: this is its first.`
        : `${did} now publishes ${keys.length} keys (${keys.length - 1} retired, still verifying what they signed).`,
    );
  } catch (error) {
    io.err(explain(error, config) ?? format(error));
    return 1;
  } finally {
    await handle?.close();
  }
  return 0;
}
