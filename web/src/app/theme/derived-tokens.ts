import type { ThemeConfig } from 'antd';
// The two algorithms alone: antd's `theme` object would also bring the compact one and getDesignToken.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import defaultSeedToken from 'antd/es/theme/themes/seed';

type Seed = Parameters<typeof defaultAlgorithm>[0];
type Derived = ReturnType<typeof defaultAlgorithm>;
/** An antd algorithm, first of a chain (no design given) or after another (its design given). */
type Algorithm = (seed: Seed, mapToken?: Derived) => Derived;

/**
 * antd derives a theme's whole design from its seed in one call inside the first render (every
 * colour's palette of ten shades, the neutrals, sizes): about 15 ms of a 35 ms task on a phone-class
 * CPU, which React cannot slice. These algorithms remember what they derived for a seed, so that the
 * app can have it derived in a task of its own before its first render (`deriveAhead`, through
 * theme-provider.tsx's `deriveFirstTheme`, from web/src/index.tsx) and the render finds it ready. A
 * seed never derived before is derived as antd would, then remembered too: a visit uses one or two
 * themes (light or dark, the module's accent).
 */
const derived = new Map<string, Derived>();
let derivations = 0;

/** A seed's key. antd assembles the seed as `deriveAhead` does (its default seed, then the theme's
 * tokens), so the two list the same names in the same order (derived-tokens.test.tsx checks it). */
const keyOf = (algorithm: 'light' | 'dark', seed: Seed) => algorithm + JSON.stringify(seed);

function remembered(name: 'light' | 'dark', algorithm: Algorithm): Algorithm {
  return (seed, mapToken) => {
    // Chained after another algorithm (not how the app uses them): derive as antd would.
    if (mapToken) return algorithm(seed, mapToken);
    const key = keyOf(name, seed);
    let design = derived.get(key);
    if (!design) {
      derivations += 1;
      design = algorithm(seed);
      derived.set(key, design);
    }
    // A copy: whatever antd does with its answer leaves the remembered one as it was.
    return { ...design };
  };
}

export const lightAlgorithm = remembered('light', defaultAlgorithm);
export const darkThemeAlgorithm = remembered('dark', darkAlgorithm);

/** Derive `config`'s design now, as antd's ConfigProvider will ask for it (its default seed under the config's tokens). */
export function deriveAhead(config: ThemeConfig): void {
  const algorithm = config.algorithm;
  if (typeof algorithm !== 'function') return;
  algorithm({ ...defaultSeedToken, ...config.token } as Seed);
}

/** How many seeds were derived (not found remembered) so far: tests check that the render found one ready. */
export function derivationCount(): number {
  return derivations;
}
