import { render, screen } from '@testing-library/react';
import { Modal, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/providers';

const OPTIONS = [{ value: 'louvre', label: 'Musée du Louvre' }];
const TITLE = 'Add to your trip';
const PLACE = 'Place';

describe("popups' container", () => {
  it("puts a select's options opened in a dialog inside that dialog, where they move with it", async () => {
    render(
      <Modal open title={TITLE} footer={null}>
        <Select aria-label={PLACE} open options={OPTIONS} />
      </Modal>,
      { wrapper: TestProviders },
    );
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const option = await screen.findByText('Musée du Louvre', { selector: '.ant-select-item-option-content' });
    expect(dialog).toContainElement(option);
  });

  it("leaves the page's own popups in the body", async () => {
    render(<Select aria-label={PLACE} open options={OPTIONS} />, { wrapper: TestProviders });
    const option = await screen.findByText('Musée du Louvre', { selector: '.ant-select-item-option-content' });
    const select = screen.getByRole('combobox', { name: PLACE }).closest('.ant-select');
    expect(select).not.toContainElement(option);
    expect(option.closest('.ant-modal-container')).toBeNull();
    expect(document.body).toContainElement(option);
  });
});
