/**
 * LinkedIn's "Add to profile" link for a certification (issue 25): the certification's name, the
 * organisation, the issue month and year (UTC, as the certificate prints them), the credential's
 * address and its id.
 */
export function linkedInAddToProfileUrl(certificate: {
  courseTitle: string;
  certId: string;
  issueDate: string;
  certificateUrl: string;
}): string {
  const issued = new Date(certificate.issueDate);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.courseTitle,
    organizationName: "Trade Skills Academy",
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.certificateUrl,
    certId: certificate.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
