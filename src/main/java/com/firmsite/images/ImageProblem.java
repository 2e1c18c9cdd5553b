package com.firmsite.images;

/** Why an image file cannot be published; the message completes "FILE: …". */
final class ImageProblem extends Exception {
    private static final long serialVersionUID = 1L;

    ImageProblem(String message) {
        super(message, null, false, false);
    }
}
