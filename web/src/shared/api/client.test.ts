import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { onSessionRejected } from '@/shared/api/session';
import { fakeApi } from '@/test/fake-api';

function store(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

describe('apiFetch', () => {
  it('sends the context headers from local storage', async () => {
    store({
      zoneid: '[1,2]',
      module: { id: 3, module_name: 'Food', module_type: 'food' },
      currentLatLng: { lat: '48.8566', lng: 2.3522 },
      'language-setting': '"fr"',
      token: 'secret-token',
    });
    const requests = fakeApi({ '/api/v1/module': { body: [] } });

    await apiFetch('/api/v1/module');

    const headers = requests[0]!.headers;
    expect(headers.get('zoneId')).toBe('[1,2]');
    expect(headers.get('moduleId')).toBe('3');
    expect(headers.get('latitude')).toBe('48.8566');
    expect(headers.get('longitude')).toBe('2.3522');
    expect(headers.get('X-localization')).toBe('fr');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends a single stored zone id as a JSON list', async () => {
    store({ zoneid: '7' });
    const requests = fakeApi({ '/api/v1/config': { body: {} } });

    await apiFetch('/api/v1/config');

    expect(requests[0]!.headers.get('zoneId')).toBe('[7]');
  });

  it('leaves out what is not stored and speaks English by default', async () => {
    const requests = fakeApi({ '/api/v1/config': { body: {} } });

    await apiFetch('/api/v1/config');

    const headers = requests[0]!.headers;
    for (const name of ['zoneId', 'moduleId', 'latitude', 'longitude', 'Authorization']) {
      expect(headers.has(name), name).toBe(false);
    }
    expect(headers.get('X-localization')).toBe('en');
  });

  it('ignores malformed stored values instead of sending them', async () => {
    store({ zoneid: '[1,"x"]', module: '{"id":"abc"}', currentLatLng: '{"lat":1}' });
    const requests = fakeApi({ '/api/v1/config': { body: {} } });

    await apiFetch('/api/v1/config');

    const headers = requests[0]!.headers;
    expect(headers.has('zoneId')).toBe(false);
    expect(headers.has('moduleId')).toBe(false);
    expect(headers.has('latitude')).toBe(false);
  });

  it('appends defined query values and sends a JSON body', async () => {
    const requests = fakeApi({ '/api/v1/customer/cart/add': { body: [] } });

    await apiFetch('/api/v1/customer/cart/add', {
      method: 'POST',
      query: { guest_id: 'g1', skip: undefined },
      body: { item_id: 4, quantity: 1 },
    });

    expect(new URL(requests[0]!.url).search).toBe('?guest_id=g1');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ item_id: 4, quantity: 1 });
  });

  it('throws the server errors of a refused call', async () => {
    fakeApi({
      '/api/v1/config': { status: 422, body: { errors: [{ code: 'zoneId', message: 'zoneId must be a zone id.' }] } },
    });

    const error = await apiFetch('/api/v1/config').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual([{ code: 'zoneId', message: 'zoneId must be a zone id.' }]);
  });

  it('drops a rejected token and announces the end of the session', async () => {
    store({ token: 'expired' });
    fakeApi({ '/api/v1/customer/info': { status: 401, body: { errors: [{ code: 'unauthorized', message: 'No.' }] } } });
    const listener = vi.fn();
    const stop = onSessionRejected(listener);

    await expect(apiFetch('/api/v1/customer/info')).rejects.toBeInstanceOf(ApiError);
    stop();

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
