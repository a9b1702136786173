import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * Password strength with zxcvbn-ts and the common + Spanish dictionaries (the same lists the
 * server uses to refuse common passwords). Loaded on first use, in its own chunk.
 */
let factory: Promise<ZxcvbnFactory> | null = null;

function load(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-es-es"),
  ]).then(
    ([core, common, es]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...es.dictionary },
        graphs: common.adjacencyGraphs,
        translations: es.translations,
      }),
  );
  return factory;
}

export interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

export async function measureStrength(password: string, userInputs: string[] = []): Promise<Strength> {
  const z = await load();
  const r = z.check(password.slice(0, 128), userInputs);
  return { score: r.score as Strength["score"], warning: r.feedback.warning || null };
}
