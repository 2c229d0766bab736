# The git revision of the source tree, taken when CMake configures (`git describe --always
# --dirty`), or "unknown" outside a git checkout (a source tarball). It goes into a generated
# header, custodybuildinfo.h, so that only the files that show it are rebuilt when it changes.
find_package(Git QUIET)
set(CUSTODY_GIT_REVISION "unknown")
if(GIT_FOUND)
    execute_process(COMMAND ${GIT_EXECUTABLE} describe --always --dirty
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE custody_git_describe
                    OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE custody_git_result
                    ERROR_QUIET)
    if(custody_git_result EQUAL 0 AND custody_git_describe)
        set(CUSTODY_GIT_REVISION "${custody_git_describe}")
    endif()
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/custodybuildinfo.h.in
               ${PROJECT_BINARY_DIR}/generated/custodybuildinfo.h @ONLY)
message(STATUS "Custody ${PROJECT_VERSION}, git revision ${CUSTODY_GIT_REVISION}")
