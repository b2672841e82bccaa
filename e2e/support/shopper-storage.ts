// What a returning shopper's browser holds before a measured page loads: the chosen module and the
// demo location, stored under SPEC.md's keys as the app writes them (e2e/lighthouse.ts,
// e2e/trace-first-view.ts).

export async function getJson<T>(base: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await fetch(`${base}${path}`, { headers });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The chosen module and the demo location, stored under SPEC.md's keys as the app writes them. */
export async function shopperStorage(base: string, moduleType: string): Promise<Record<string, string>> {
  const modules = await getJson<{ id: number; module_type: string }[]>(base, '/api/v1/module');
  const module = modules.find((candidate) => candidate.module_type === moduleType);
  if (!module) throw new Error(`the demo has no ${moduleType} module`);
  const location = { address: '35 Rue Montorgueil, 75002 Paris, France', lat: 48.8645, lng: 2.347, zoneIds: [1] };
  return {
    module: JSON.stringify(module),
    location: JSON.stringify(location),
    zoneid: JSON.stringify(location.zoneIds),
    currentLatLng: JSON.stringify({ lat: location.lat, lng: location.lng }),
    'language-setting': JSON.stringify('en'),
    'theme-mode': JSON.stringify('light'),
  };
}
