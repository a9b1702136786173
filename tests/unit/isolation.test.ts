import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_SHARED_STATE, ISOLATED_UNIT_TESTS } from "./isolation";

const root = path.resolve(import.meta.dirname, "../..");

function unitTestFiles(dir = "tests/unit"): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === "tests/unit/lint" ? [] : unitTestFiles(rel);
    return /\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe("the unit tests' shared module graph", () => {
  it("holds no file that mocks, stubs, fakes the clock, changes the environment or asks for a DOM", () => {
    // This file names the markers only as sample strings.
    const self = "tests/unit/isolation.test.ts";
    const shared = unitTestFiles().filter((f) => f !== self && !ISOLATED_UNIT_TESTS.includes(f));
    const changing = shared.filter((f) => CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(changing).toEqual([]);
  });

  it("lists only files that exist", () => {
    expect(ISOLATED_UNIT_TESTS.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
  });

  it("recognises each way a file changes what the next one sees", () => {
    for (const line of [
      'vi.mock("x")',
      "vi.stubGlobal('fetch', f)",
      "vi.useFakeTimers()",
      "process.env.TZ = 'UTC'",
      "process.env[k] = v",
      "delete process.env.X",
      "globalThis.fetch = f",
      "// @vitest-environment jsdom",
    ])
      expect(CHANGES_SHARED_STATE.test(line), line).toBe(true);
    for (const line of ["expect(process.env.TZ === 'UTC')", "const env = process.env.TZ", "vi.fn()"])
      expect(CHANGES_SHARED_STATE.test(line), line).toBe(false);
  });
});
