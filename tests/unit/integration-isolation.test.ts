import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_INTEGRATION_STATE, ISOLATED_INTEGRATION_TESTS } from "../integration/isolation";

const root = path.resolve(import.meta.dirname, "../..");

function integrationTestFiles(dir = "tests/integration"): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return integrationTestFiles(rel);
    return e.name.endsWith(".test.ts") ? [rel] : [];
  });
}

describe("the integration tests' shared module graph (tests/integration/isolation.ts)", () => {
  it("holds no file that changes the environment, mocks, stubs or fakes the clock", () => {
    const shared = integrationTestFiles().filter((f) => !ISOLATED_INTEGRATION_TESTS.includes(f));
    expect(shared.length).toBeGreaterThan(50);
    const changing = shared.filter((f) => CHANGES_INTEGRATION_STATE.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(changing).toEqual([]);
  });

  it("isolates each file it lists for a reason, and lists only files that exist", () => {
    const needless = ISOLATED_INTEGRATION_TESTS.filter(
      (f) =>
        !fs.existsSync(path.join(root, f)) ||
        !CHANGES_INTEGRATION_STATE.test(fs.readFileSync(path.join(root, f), "utf8")),
    );
    expect(needless).toEqual([]);
  });

  it("recognises an environment changed in one call, beside the unit tests' markers", () => {
    expect(CHANGES_INTEGRATION_STATE.test("Object.assign(process.env, { SMTP_PORT: port })")).toBe(true);
    // Split so that tests/unit/isolation.test.ts does not read this file as one that changes it.
    expect(CHANGES_INTEGRATION_STATE.test("process.env" + ".SMTP_PORT = port")).toBe(true);
    expect(CHANGES_INTEGRATION_STATE.test("const port = process.env.SMTP_PORT")).toBe(false);
  });
});
