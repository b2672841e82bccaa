import { render, screen } from '@testing-library/react';
import { Button, Drawer, Modal, Popconfirm, Select } from 'antd';
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

  it("puts a confirmation opened in a drawer inside that drawer's section", async () => {
    render(
      <Drawer open title={TITLE}>
        <Popconfirm open title="Remove it?">
          <Button>Remove</Button>
        </Popconfirm>
      </Drawer>,
      { wrapper: TestProviders },
    );
    const confirmation = await screen.findByText('Remove it?');
    const section = screen.getByRole('button', { name: 'Remove' }).closest('.ant-drawer-section');
    expect(section).not.toBeNull();
    expect(section).toContainElement(confirmation);
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
