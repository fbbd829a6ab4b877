import { configurePasswordHashing, passwordHashCost } from "../../src/server/modules/auth/hash-pool.js";

/**
 * Vitest's setup for every file: new password hashes at scrypt N = 2^10, as the e2e server makes them
 * (PASSWORD_HASH_COST=10), not production's 2^15: a hash or check then costs about 2 ms of CPU, not
 * about 90 ms, and the suite signs people up and in well over a thousand times. The tests of the
 * production cost (hash-pool.test.ts) set it themselves. Checks read the cost a hash was made with.
 */
const TEST_HASH_COST = 10;
if (passwordHashCost() !== TEST_HASH_COST) configurePasswordHashing({ threads: 2, queue: 32, cost: TEST_HASH_COST });
