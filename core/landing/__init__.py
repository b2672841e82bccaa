"""Landing context: the content of the landing page (`GET /api/v1/react-landing-page`)."""
