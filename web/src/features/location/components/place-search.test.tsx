import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaceSearch } from '@/features/location/components/place-search';
import type { Prediction } from '@/features/location/api/search-places';
import { TestProviders } from '@/test/providers';

const MONTORGUEIL: Prediction = {
  place_id: 'demo:7',
  description: '35 Rue Montorgueil, 75001 Paris, France',
  structured_formatting: { main_text: '35 Rue Montorgueil', secondary_text: '75001 Paris, France' },
};
const MONTMARTRE: Prediction = {
  place_id: 'demo:8',
  description: '12 Rue Montmartre, 75001 Paris, France',
  structured_formatting: { main_text: '12 Rue Montmartre', secondary_text: '75001 Paris, France' },
};

/** The search box with the answer still on its way; `answer` hands it the predictions, as the server's answer would. */
function renderSearch(onChoose: (prediction: Prediction) => void) {
  let answer: (predictions: Prediction[]) => void = () => {};
  function Harness() {
    const [predictions, setPredictions] = useState<Prediction[]>([]);
    answer = setPredictions;
    const loading = predictions.length === 0;
    return (
      <PlaceSearch chosen={null} predictions={predictions} loading={loading} searched={!loading} onSearch={() => {}} onChoose={onChoose} />
    );
  }
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Harness />
    </ConfigProvider>,
    { wrapper: TestProviders },
  );
  const search = screen.getByRole('combobox');
  return { search, answer: (predictions: Prediction[]) => answer(predictions) };
}

/** The search box opened and a street typed, its answer still on its way. */
function typedSearch(onChoose: (prediction: Prediction) => void) {
  const rendered = renderSearch(onChoose);
  fireEvent.mouseDown(rendered.search);
  fireEvent.change(rendered.search, { target: { value: 'rue mont' } });
  return rendered;
}

const KEY_CODES = { Enter: 13, ArrowDown: 40 } as const;

function press(search: HTMLElement, key: keyof typeof KEY_CODES) {
  fireEvent.keyDown(search, { key, code: key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
}

/** Calls `then` as soon as an option named `name` is in the page, before anything else the page has queued runs. */
function onceDrawn(name: string, then: () => void) {
  const observer = new MutationObserver(() => {
    if (!screen.queryByText(name)) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

afterEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

describe('PlaceSearch', () => {
  it('chooses the first place found when Enter comes in the frame the list is drawn', async () => {
    const onChoose = vi.fn();
    const { search, answer } = typedSearch(onChoose);

    // The answer arrives as a server's would, outside any test helper that runs React's effects at once:
    // antd highlights a new list's first option in an effect that runs after the list is drawn.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const pressed = new Promise<void>((resolve) =>
      onceDrawn('35 Rue Montorgueil', () => {
        press(search, 'Enter');
        resolve();
      }),
    );
    answer([MONTORGUEIL, MONTMARTRE]);
    await pressed;
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalled());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(MONTORGUEIL);
  });

  it('chooses the option the customer moved to, once', async () => {
    const onChoose = vi.fn();
    const { search, answer } = typedSearch(onChoose);
    act(() => answer([MONTORGUEIL, MONTMARTRE]));
    await screen.findByText('12 Rue Montmartre');

    press(search, 'ArrowDown');
    // A key press is a task of its own: what antd queued for the first press runs before the second.
    await act(async () => {});
    press(search, 'Enter');
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalled());
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(MONTMARTRE);

    // Enter on the closed list opens it again; it chooses nothing.
    await act(async () => {});
    press(search, 'Enter');
    await act(async () => {});
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
