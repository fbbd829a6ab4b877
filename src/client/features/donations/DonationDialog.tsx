import { Dialog, DialogContent } from "../../components/ui/dialog";

export default function DonationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Make a Donation">
        <p>Donation dialog</p>
      </DialogContent>
    </Dialog>
  );
}
