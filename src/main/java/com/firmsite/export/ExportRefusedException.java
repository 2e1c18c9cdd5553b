package com.firmsite.export;

import java.io.IOException;

/** An export that would overwrite or remove files it did not write; nothing was touched. */
public final class ExportRefusedException extends IOException {
    private static final long serialVersionUID = 1L;

    public ExportRefusedException(String message) {
        super(message);
    }
}
