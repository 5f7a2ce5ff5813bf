import { useNavigate } from 'react-router-dom';
import { glossary } from '../../contract/index.ts';
import { Button, Dialog } from '../../ui/index.ts';

/** A dialog route the console does not have yet (spec §2.3): opens, says so, and closes back. */
export const PlaceholderDialog = ({ title }: { title: string }) => {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) navigate(-1);
      }}
      title={title}
      description={`この機能は${glossary.states.notReady}です。`}
      footer={<Button onClick={() => navigate(-1)}>{glossary.actions.close}</Button>}
    />
  );
};
