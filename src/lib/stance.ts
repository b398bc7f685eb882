// The stance scale and labels are shared with the generate-debate function,
// so the prompts and the screens can never read a stance differently.
export {
  STANCE_MAX,
  STANCE_MIN,
  STANCE_STEP,
  roundStance,
  stanceLabel,
  type StanceLabel,
} from '../../supabase/functions/_shared/stance.ts';
