// Every user-facing message of the specification, word for word, in one place for both sides.

export const messages = {
  notFound: 'Page Not Found',
  errorPage: 'An error occurred.',
  thankYou: 'Thank you for submitting your Password Request! Your reference no is',
  chat: {
    title: 'Ask OCPA - OCPA Virtual Assistant',
    greeting: 'Hello Friend, Please type your question below in a short sentence.',
    label: 'Type your question',
    placeholder: 'Type your question in a short sentence.',
    required: 'Please type your question.',
    failed: 'Failed to get data.',
    noResults: 'No matching results found. Please use a different search.',
    transport: 'We apologize for any inconvenience but our bot failed to get a response from the server. Please try again later.',
  },
  feedback: {
    title: 'Website Feedback',
    firstName: 'First Name is required!',
    lastName: 'Last Name is required!',
    email: 'Email is required! Email must be a valid email address',
    phone: 'Phone Number is required and must be 10 digits!',
    occupation: 'Occupation is required!',
    communityName: 'Name is required!',
    householdCount: 'Household count is required and must be a number!',
    rating: 'Rating is required!',
    comments: 'Feedback Comments are required, cannot be more than 500 characters and no special characters allowed.',
    address: 'Property Address cannot be more than 200 characters and no special characters allowed.',
    invalidForm: 'Please correct the highlighted errors and submit again.',
    failed: 'Failed to send feedback.',
    expired: 'This request has expired.',
    expiredTitle: 'Expired Request',
    errorTitle: 'Error submitting the request',
  },
  notification: {
    failed: 'Failed to get notification data.',
    failedTitle: 'Error',
  },
  propertyRecords: {
    short: 'Error getting property records.',
    // The specification gives only the gist of the long text (section 8); this wording is ours.
    long:
      'Please check your search parameters and try again. If the problem continues, a firewall or ' +
      'content filter on your network may be blocking this site: try another network or device, or ' +
      'ask your network administrator to allow this website. Property records are also unavailable ' +
      'during nightly maintenance, from 3:00 AM to 5:30 AM.',
  },
} as const;
