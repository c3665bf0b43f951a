import { useMutation } from '@tanstack/react-query';
import { startCheckout } from '@/lib/api/checkout';
import { goTo } from '../go-to';

/** Starts a checkout, then the browser goes to the payment page. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: (url) => goTo(url) });
}
