/** The Edit Personal Details form's values (SPEC.md section 3's profile edit form). */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  password?: string;
  confirm_password?: string;
}

/** What the form starts from: the customer's current profile. */
export interface ProfileFacts {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  is_email_verified: number;
  is_phone_verified: number;
}

/** The verification switches of config `centralize_login` (1 = on). */
export interface VerificationFlags {
  email_verification_status?: number;
  phone_verification_status?: number;
  manual_login_status?: number;
}

/** The one name field the form shows, from the stored first and last names. */
export const fullName = (profile: Pick<ProfileFacts, 'f_name' | 'l_name'>) => [profile.f_name, profile.l_name].filter(Boolean).join(' ');

export function initialValues(profile: ProfileFacts): ProfileFormValues {
  return { name: fullName(profile), email: profile.email, phone: profile.phone };
}

/** Password fields only when manual login is on (SPEC.md section 5). */
export const showsPassword = (flags: VerificationFlags | undefined) => flags?.manual_login_status === 1;

/** A verified phone cannot change: the field is disabled and labelled Not Changeable. */
export const phoneLocked = (profile: ProfileFacts) => profile.is_phone_verified === 1;

/**
 * SPEC.md section 4: an email shows a verified tick if verified and unchanged, otherwise a verify
 * icon when its verification status is 1, otherwise nothing.
 */
export function emailMark(profile: ProfileFacts, typed: string, flags: VerificationFlags | undefined): 'verified' | 'verify' | null {
  if (profile.is_email_verified === 1 && typed.trim() === profile.email) return 'verified';
  return flags?.email_verification_status === 1 ? 'verify' : null;
}

/** The same for a phone that is not verified yet (a verified one is locked instead). */
export function phoneMark(profile: ProfileFacts, flags: VerificationFlags | undefined): 'verify' | null {
  return !phoneLocked(profile) && flags?.phone_verification_status === 1 ? 'verify' : null;
}

/**
 * Whether the form still holds the stored phone or email (the server keeps emails lower-cased):
 * pressing its verify icon then asks for a code to the current value instead of sending the form.
 */
export function contactUnchanged(profile: ProfileFacts, values: ProfileFormValues, channel: 'email' | 'phone'): boolean {
  return channel === 'email' ? values.email.trim().toLowerCase() === profile.email.toLowerCase() : values.phone.trim() === profile.phone;
}

/**
 * POST /api/v1/customer/update-profile's multipart body: name, email, phone, the password pair when
 * one was typed, button_type when a verify icon was pressed, and the picked photo.
 */
export function profileFormData(values: ProfileFormValues, photo: File | null, buttonType?: 'email' | 'phone'): FormData {
  const data = new FormData();
  data.append('name', values.name.trim());
  data.append('email', values.email.trim());
  data.append('phone', values.phone.trim());
  if (values.password) {
    data.append('password', values.password);
    data.append('confirm_password', values.confirm_password ?? '');
  }
  if (buttonType) data.append('button_type', buttonType);
  if (photo) data.append('image', photo, photo.name);
  return data;
}
