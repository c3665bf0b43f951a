// What the promo code card checks on submit. It loads then (or when the field is first focused),
// not with the screen: the schema brings the validation library with it.
export { promoCodeSchema } from '@inkforge/domain';
