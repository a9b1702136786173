import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { ISOLATED_INTEGRATION_TESTS } from "./tests/integration/isolation";
import { ISOLATED_UNIT_TESTS } from "./tests/unit/isolation";
import { quickStartJvmUnlessSet } from "./scripts/local/dynamodb-local";

// The SDK's "Node 22 soon" notice would repeat in every worker; Lambda runs Node 22 anyway.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
// The suites' DynamoDB Local instances live for minutes beside busy workers: the quick JIT only.
quickStartJvmUnlessSet();

/** The SPA's own alias (web/vite.config.ts), for its modules under test. */
const webAlias = { "@/": fileURLToPath(new URL("./web/src/", import.meta.url)) };

/**
 * The integration projects' common settings. Their global setup starts the emulators and seeds a
 * store per worker once for both projects (tests/integration/global-setup.ts).
 */
/**
 * vitest's order (projects by name, then larger or slower files first), with integration-isolated
 * before integration: its files ran early when all were isolated, and some (contract-drift's
 * catalogue export) expect the seeded store before the other files' changes to it.
 */
class IsolatedIntegrationFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The same order of projects but "integration" just after "integration-isolated" (a stable sort).
    const key = ({ project }: TestSpecification) => (project.name === "integration" ? "integration-~" : project.name);
    return (await super.sort(files)).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }
}

const integration = {
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/integration/setup-env.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: "forks",
} as const;

export default defineConfig({
  test: {
    // Two files at a time on the 2-core CI machine (vitest's own default there is cpus - 1 = 1):
    // most files wait on DynamoDB Local or the mail catcher, not on the CPU. Each integration
    // worker has a seeded store of its own (tests/integration/global-setup.ts).
    maxWorkers: 2,
    sequence: { sequencer: IsolatedIntegrationFirst },
    projects: [
      {
        test: {
          // One module graph per worker (tests/unit/isolation.ts): the files that mock, stub or
          // ask for a DOM run in unit-isolated below.
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          exclude: ["tests/unit/lint/**", ...ISOLATED_UNIT_TESTS],
          environment: "node",
          isolate: false,
          alias: webAlias,
        },
      },
      {
        test: {
          name: "unit-isolated",
          include: ISOLATED_UNIT_TESTS,
          environment: "node",
          alias: webAlias,
        },
      },
      {
        test: {
          // The lint rules' tests run ESLint with the repository's config, whose first load imports
          // every plugin; in one module graph (isolate: false) that happens once, not once per file.
          // They mock nothing and change no environment. Whichever test loads first may need long
          // on a loaded machine.
          name: "unit-lint",
          include: ["tests/unit/lint/**/*.test.ts"],
          environment: "node",
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // One module graph per worker (tests/integration/isolation.ts): the handlers' imports
          // load once per worker, not once per file. The files that change the environment, mock
          // or stub run in integration-isolated below.
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ISOLATED_INTEGRATION_TESTS,
          isolate: false,
          ...integration,
        },
      },
      {
        test: {
          name: "integration-isolated",
          include: ISOLATED_INTEGRATION_TESTS,
          ...integration,
        },
      },
      {
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          // A folder of the run's own where the first file that needs them writes the functions'
          // bundles and the other reads them (tests/infra/function-bundles.ts).
          globalSetup: ["tests/infra/global-setup.ts"],
          // One module graph for the infra files: aws-cdk-lib is imported once, and the real stack
          // is synthesized once (tests/infra/template.ts, realTemplate()) instead of once per file.
          // No infra test mocks modules or changes the environment.
          isolate: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
