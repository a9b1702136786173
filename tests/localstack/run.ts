/**
 * `npm run test:localstack`: the integration suite against LocalStack, started
 * through testcontainers. Without a Docker engine it skips with one line.
 */
import { spawnSync } from "node:child_process";

const docker = spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 });
if (docker.error || docker.status !== 0) {
  console.log("LocalStack: no hay un motor Docker disponible; se omiten las pruebas contra LocalStack.");
  process.exit(0);
}

const { LocalstackContainer } = await import("@testcontainers/localstack");
const container = await new LocalstackContainer("localstack/localstack:4").start();
try {
  const result = spawnSync("npx", ["vitest", "run", "--project", "integration", "--project", "integration-isolated"], {
    stdio: "inherit",
    env: { ...process.env, LOCALSTACK_ENDPOINT: container.getConnectionUri() },
  });
  process.exitCode = result.status ?? 1;
} finally {
  await container.stop();
}
