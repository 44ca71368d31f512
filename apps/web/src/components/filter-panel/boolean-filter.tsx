import { useId } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipPalette } from '../status-chip';

export type BooleanFilterProps = {
  id: string;
  label: string;
  trueLabel: string;
  falseLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  /** Yes green and no red (location compliance); plain for answers where neither is good or bad. */
  coloured?: boolean;
  disabled?: boolean;
};

const choices = ['any', 'true', 'false'] as const;
type Choice = (typeof choices)[number];

/** Yes (green), no (red) or any: a single choice, as location compliance in the audience filters. */
export function BooleanFilter({
  id,
  label,
  trueLabel,
  falseLabel,
  value,
  onChange,
  coloured = true,
  disabled,
}: BooleanFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const current: Choice = value === undefined ? 'any' : value ? 'true' : 'false';
  const text = { any: t('filterPanel.any'), true: trueLabel, false: falseLabel };
  const chips = statusChipPalette(useTheme().palette.mode);
  const colour = coloured
    ? { any: null, true: chips.green, false: chips.red }
    : { any: null, true: null, false: null };

  return (
    <div>
      <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        id={id}
        exclusive
        fullWidth
        size="small"
        value={current}
        disabled={disabled}
        aria-labelledby={labelId}
        onChange={(_event, next: Choice | null) => {
          if (next) onChange(next === 'any' ? undefined : next === 'true');
        }}
      >
        {choices.map((choice) => {
          const palette = colour[choice];
          return (
            <ToggleButton
              key={choice}
              value={choice}
              sx={
                palette
                  ? {
                      '&.Mui-selected, &.Mui-selected:hover': {
                        bgcolor: palette.bg,
                        color: palette.fg,
                        borderColor: palette.border,
                      },
                    }
                  : undefined
              }
            >
              {text[choice]}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </div>
  );
}
