import { ChoiceField } from "../../components/ui/choice-field";
import { TextField } from "../../components/ui/field";
import type { FieldErrors } from "./form-errors";

/** Free or paid, and the price of a paid course (in dollars, up to 2 decimals). */
export function PricingFields({
  idPrefix,
  isFree,
  price,
  onIsFreeChange,
  onPriceChange,
  errors,
}: {
  idPrefix: string;
  isFree: boolean;
  price: string;
  onIsFreeChange: (isFree: boolean) => void;
  onPriceChange: (price: string) => void;
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceField
        name={`${idPrefix}-pricing`}
        legend="Pricing"
        value={isFree ? "free" : "paid"}
        onValueChange={(value) => onIsFreeChange(value === "free")}
        choices={[
          { value: "free", label: "Free" },
          { value: "paid", label: "Paid" },
        ]}
        error={errors.isFree}
      />
      {!isFree && (
        <TextField
          id={`${idPrefix}-price`}
          label="Price (USD)"
          value={price}
          onValueChange={onPriceChange}
          inputMode="decimal"
          placeholder="49.00"
          autoComplete="off"
          error={errors.price}
        />
      )}
    </div>
  );
}
