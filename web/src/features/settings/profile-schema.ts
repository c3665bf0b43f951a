// What the profile form checks on submit. It loads then (or when the form is first focused),
// not with the Settings screen: the schema brings the validation library with it.
export { profileUpdateSchema } from '@inkforge/domain';
