import { registerMessages } from '..';

/** Texts of the confirmation dialog (src/ui/alert-dialog.tsx); they load with it. */
export const dialog = {
  'dialog.cancel': 'Cancelar',
  'dialog.confirm': 'Confirmar',
} as const;

registerMessages(dialog);
